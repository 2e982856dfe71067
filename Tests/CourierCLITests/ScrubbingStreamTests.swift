import Foundation
import Testing
@testable import CourierCLI

struct ScrubbingStreamTests {
    /// Writes `text` through a stream in chunks of `size` bytes and reads back what came out of the pipe.
    func scrubbed(_ text: String, chunk size: Int, secrets: [String]) throws -> String {
        let pipe = Pipe()
        var stream = ScrubbingStream(fd: pipe.fileHandleForWriting.fileDescriptor, secrets: secrets)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            var chunk = Array(bytes[offset..<min(offset + size, bytes.count)])
            try stream.write(&chunk)
            #expect(chunk.isEmpty)
            offset += size
        }
        try stream.finish()
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test(arguments: [1, 2, 3, 5, 7, 13, 64])
    func secretsStraddlingChunksAreScrubbed(size: Int) throws {
        let text = #"{"a":"tok-SECRET-1","b":"xx tok-SECRET-1tok-SECRET-1","c":"tok-SECRET"}"#
        let out = try scrubbed(text, chunk: size, secrets: ["tok-SECRET-1", "abcd"])
        #expect(out == #"{"a":"[redacted]","b":"xx [redacted][redacted]","c":"tok-SECRET"}"#)
    }

    @Test func withoutSecretsBytesPassUnchanged() throws {
        #expect(try scrubbed("plain text é", chunk: 3, secrets: []) == "plain text é")
    }
}
