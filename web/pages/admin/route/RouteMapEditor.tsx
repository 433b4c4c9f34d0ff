// The route editor's map: click to place a waypoint, drag a marker to move its point, and a live
// preview of the route line and of the map settings. Tiles come from OpenStreetMap; when they
// cannot load the map still works (markers, line, clicks).
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '../../../../api/domain/provider';
import { MAP } from '../../../../api/domain/rules';
import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { routePointIcon } from '../../../components/map/markerIcons';
import { ROUTE_POINT_LABELS } from '../../../components/map/routePoints';
import type { RoutePointValues } from './routeSchema';

export interface DrawnPoint {
  index: number;
  point: RoutePointValues;
  at: LatLng;
}

export interface RouteMapEditorProps {
  points: DrawnPoint[];
  color: string;
  /** Where the map opens. */
  initialView: { center: LatLng; zoom: number };
  /** The map settings being edited; the map follows them when they change. */
  view: { center: LatLng | null; zoom: number };
  onAddPoint: (at: LatLng) => void;
  onMovePoint: (index: number, at: LatLng) => void;
  onMapReady?: (map: LeafletMap) => void;
  height?: number | string;
}

function ClickToAdd({ onAdd }: { onAdd: (at: LatLng) => void }) {
  useMapEvents({ click: (e) => onAdd({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Applies centre and zoom changes from the settings tab (live preview). */
function FollowSettings({ center, zoom }: { center: LatLng | null; zoom: number }) {
  const map = useMap();
  const first = useRef(true);
  const lat = center?.lat;
  const lng = center?.lng;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], zoom);
    else map.setZoom(zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

function DraggablePoint({ drawn, onMove }: { drawn: DrawnPoint; onMove: (index: number, at: LatLng) => void }) {
  const ref = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const ll = ref.current?.getLatLng();
        if (ll) onMove(drawn.index, { lat: ll.lat, lng: ll.lng });
      },
    }),
    [drawn.index, onMove],
  );
  const { point, at } = drawn;
  return (
    <Marker
      ref={ref}
      position={[at.lat, at.lng]}
      icon={routePointIcon(point.type)}
      draggable
      autoPan
      eventHandlers={handlers}
      title={`${drawn.index + 1}. ${point.name || 'Unnamed point'} (${ROUTE_POINT_LABELS[point.type]})`}
      alt={`${point.name || 'Unnamed point'}, ${ROUTE_POINT_LABELS[point.type]}`}
    >
      <Tooltip direction="top" offset={[0, -22]}>
        {drawn.index + 1}. {point.name || 'Unnamed point'} · {ROUTE_POINT_LABELS[point.type]}
      </Tooltip>
    </Marker>
  );
}

export function RouteMapEditor({ points, color, initialView, view, onAddPoint, onMovePoint, onMapReady, height = MAP.height }: RouteMapEditorProps) {
  const line = points.map((p) => [p.at.lat, p.at.lng] as [number, number]);
  return (
    <MapContainer
      ref={(map) => {
        if (map) onMapReady?.(map);
      }}
      center={[initialView.center.lat, initialView.center.lng]}
      zoom={initialView.zoom}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      scrollWheelZoom
      style={{ height, width: '100%', borderRadius: 8, background: '#E8EEF5' }}
    >
      <TileLayer
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        crossOrigin="anonymous"
        maxNativeZoom={MAP.tileMaxZoom}
        maxZoom={MAP.maxZoom}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      />
      <ClickToAdd onAdd={onAddPoint} />
      <FollowSettings center={view.center} zoom={view.zoom} />
      {line.length > 1 && <Polyline positions={line} pathOptions={{ color, weight: MAP.lineWeight, opacity: MAP.lineOpacity }} />}
      {points.map((drawn) => (
        <DraggablePoint key={drawn.point.key} drawn={drawn} onMove={onMovePoint} />
      ))}
    </MapContainer>
  );
}
