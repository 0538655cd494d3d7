// Shared by every page of the demo site that shows boards: registers both elements and wires the Copy buttons.
//
// Named imports, so that a production build keeps the modules that register the elements.
import { Connect6Board, GonnectBoard } from '../src/index.js';
import './copy.js';

void [GonnectBoard, Connect6Board];
