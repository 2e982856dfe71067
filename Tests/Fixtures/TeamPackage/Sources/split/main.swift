import Courier
import TeamRoutes

SplitAPI.main()
