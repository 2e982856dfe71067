import Courier
import Seed004Routes

Seed004API.main()
