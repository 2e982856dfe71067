import Courier
import TeamRoutes

HubAPI.main()
