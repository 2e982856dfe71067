import Courier
import TeamRoutes

ShopAPI.main()
