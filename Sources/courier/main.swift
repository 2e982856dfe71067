// Wires the API under test (Routes/) into the command-line program; all the work is in CourierCLI.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CourierCLI
import Routes

exit(CourierCLI.main(api: DemoAPI.description, groups: DemoAPI.commands))
