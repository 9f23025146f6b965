// The entry of every page that is not prerendered (the signed-in app, and any path the prerender
// does not cover): the app renders at once into the empty #root.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { boot } from './app/boot.tsx';

boot();
