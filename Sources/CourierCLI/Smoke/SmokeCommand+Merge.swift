import CourierCore
import CourierSmoke
import CourierClient

/// `smoke --merge-reports`: shard runs read back from their JSON reports and written as one.
extension SmokeCommand {
    /// `--merge-reports`: the JSON reports of shards (given in place of plans) read and written as one run.
    func merge(files: SmokeReportFiles) throws(CommandFailure) {
        let paths = values.positionalValues("plan")
        guard !paths.isEmpty else { throw .error(.smoke(.nothingToMerge)) }
        var runs: [(path: String, run: ReportedRun)] = []
        for path in paths {
            let text: String
            switch UserFiles.readText(path) {
            case .success(let contents): text = contents
            case .failure(let failure): throw .error(.smoke(.notASmokeReport(path: path, detail: failure.reason)))
            }
            do {
                runs.append((path, try ReportedRun(json: JSONParser.parse(text))))
            } catch let error as JSONParseError {
                throw .error(.smoke(.notASmokeReport(path: path, detail: error.description)))
            } catch let error as MergeProblem {
                throw .error(Self.words(error, path: path))
            } catch {
                throw .error(.smoke(.notASmokeReport(path: path, detail: "\(error)")))
            }
        }
        let merged: ReportedRun
        do throws(MergeProblem) {
            merged = try ReportedRun.merged(runs)
        } catch {
            throw .error(Self.words(error, path: ""))
        }
        try finish(merged, files: files, secrets: [])
    }

    /// A merge problem as the usage error that words it.
    private static func words(_ problem: MergeProblem, path: String) -> CourierError {
        switch problem {
        case .notAReport(let detail): .smoke(.notASmokeReport(path: path, detail: detail))
        case .repeated(let location, let first, let again): .smoke(.repeatedCase(location: location, first: first, again: again))
        }
    }
}
