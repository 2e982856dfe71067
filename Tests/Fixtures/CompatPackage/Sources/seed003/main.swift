import Courier
import Seed003Routes

Seed003API.main()
