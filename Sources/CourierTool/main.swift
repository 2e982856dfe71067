// The `courier` tool: the demo API's CLI, built only from the public `Courier` library, as a team's is.
import Courier
import Routes

DemoAPI.main()
