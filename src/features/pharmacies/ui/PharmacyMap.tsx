import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Position } from '@/shared/lib';
import type { Pharmacy } from '../model/types';
import styles from './PharmacyMap.module.css';

/**
 * OpenStreetMap's standard tiles. The CSP allows this host in img-src and nothing else of it
 * (deploy/nginx.conf); the tiles are sent our origin as referrer, which OpenStreetMap's tile
 * policy asks for while the site's own Referrer-Policy sends none cross-origin.
 */
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An element holding `text` as text: Leaflet puts a string given to a tooltip into the page as
 * HTML, and a pharmacy's name is API text (docs/decisions.md, "On-duty pharmacies and the map").
 */
const textLabel = (text: string): HTMLElement => {
  const label = document.createElement('span');
  label.textContent = text;
  return label;
};

/** Puts the keyboard on the list's card of a pharmacy chosen on the map. */
const focusCard = (id: number): void => {
  const card = document.getElementById(`pharmacy-${id}`)?.closest('article');
  if (!(card instanceof HTMLElement)) return;
  card.tabIndex = -1;
  card.scrollIntoView({ block: 'center' });
  card.focus({ preventScroll: true });
};

interface MapProps {
  pharmacies: ReadonlyArray<{ pharmacy: Pharmacy; open: boolean }>;
  position: Position | null;
}

/**
 * The pharmacies the list shows, on a Leaflet map: a marker per pharmacy (a button named by the
 * pharmacy; pressing it moves to its card), open ones filled, and the visitor when located. It
 * only repeats the list, which stays the page's content; without tiles (blocked, offline) the
 * markers still stand on a plain background (docs/decisions.md, "On-duty pharmacies and the map").
 */
const PharmacyMap = ({ pharmacies, position }: MapProps) => {
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);

  // Leaflet owns its element: made once, removed with the component.
  useEffect(() => {
    if (!element.current) return undefined;
    const created = L.map(element.current, { zoomControl: false, keyboard: false, scrollWheelZoom: false });
    L.control
      .zoom({
        zoomInTitle: intl.formatMessage({ id: 'pharmacies.mapZoomIn' }),
        zoomOutTitle: intl.formatMessage({ id: 'pharmacies.mapZoomOut' }),
      })
      .addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(TILES, {
      maxZoom: 19,
      referrerPolicy: 'strict-origin-when-cross-origin',
      attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">${escapeHtml(
        intl.formatMessage({ id: 'pharmacies.mapAttribution' }),
      )}</a>`,
    }).addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      markers.current = null;
    };
  }, [intl]);

  useEffect(() => {
    const current = map.current;
    const layer = markers.current;
    if (!current || !layer) return;
    layer.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const { pharmacy, open } of pharmacies) {
      const marker = L.marker([pharmacy.lat, pharmacy.lng], {
        icon: L.divIcon({
          className: open ? `${styles.marker} ${styles.open}` : styles.marker,
          iconSize: [24, 24],
          iconAnchor: [12, 12],
        }),
        title: pharmacy.name,
        alt: pharmacy.name,
        riseOnHover: true,
      })
        .bindTooltip(textLabel(pharmacy.name), { direction: 'top', offset: [0, -12] })
        .on('click', () => focusCard(pharmacy.id))
        // Leaflet makes the marker a button but leaves its keys to the map: Enter and Space press it.
        .on('keydown', (event: L.LeafletKeyboardEvent) => {
          const { key } = event.originalEvent;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          focusCard(pharmacy.id);
        })
        .addTo(layer);
      marker.getElement()?.setAttribute('aria-label', pharmacy.name);
      points.push([pharmacy.lat, pharmacy.lng]);
    }
    if (position) {
      L.circleMarker([position.lat, position.lng], {
        radius: 8,
        color: '#075e9c',
        weight: 3,
        fillOpacity: 0.6,
        interactive: false,
      }).addTo(layer);
      points.push([position.lat, position.lng]);
    }
    if (points.length > 0) current.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
  }, [pharmacies, position]);

  return <div ref={element} className={styles.canvas} />;
};

export default PharmacyMap;
