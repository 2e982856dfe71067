import Courier
import GitHubRoutes

GitHubProgram.main()
