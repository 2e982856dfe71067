import Courier
import Seed002Routes

Seed002API.main()
