import Courier
import Seed001Routes

Seed001API.main()
