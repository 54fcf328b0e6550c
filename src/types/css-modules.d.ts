// `import styles from './Card.module.css'` — class names are exported in camelCase.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// Global stylesheets are imported for their side effect only.
declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
