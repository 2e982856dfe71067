import Arguments
import CourierCore
import CurlTransport
import CourierClient

extension Call {
    /// A call made from parsed words (a command line, a plan's line, an MCP tool's arguments, each side of a diff),
    /// through the client's one entry point: the words name its samples (``SampleName``), and libcurl sends it.
    static func prepare(_ route: any Route, named name: String, values: ParsedValues, api: APIDescription, settings: SharedSettings,
                        samples: SampleBook = SampleBook()) throws(CourierError) -> Call
    {
        let sampleName = SampleName.derive(from: values, settings: settings.settings)
        return try prepare(route, named: name, api: api, settings: settings, sampleName: sampleName, samples: samples, network: CurlTransport())
    }
}
