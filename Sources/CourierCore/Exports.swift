// JSON and the contract check are their own module (CourierJSON: no HTTP, no libc); everything that
// imports CourierCore sees them, as a route's `.decodes(Model.self)` and an envelope's JSON need.
@_exported import CourierJSON
