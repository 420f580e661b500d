#pragma once
// What a `bench` row measured in a child process of its own needs (SPEC §4): running this
// program again with other arguments, and the resident memory the kernel counts for a process.

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

// This program (/proc/self/exe) run with `args` (after argv[0]), its standard error shared with
// ours; returns what it printed on standard output. Throws std::runtime_error when it cannot
// start, is killed or exits non-zero.
std::string runThisProgram(const std::vector<std::string>& args);

// /proc/self/status, in bytes. Pages of a mapped file count once they are touched (RssFile), so
// a model read in place counts its weights as well as what the program allocated (RssAnon).
struct ResidentMemory {
    uint64_t peak = 0;  // VmHWM: the most resident at any time so far
    uint64_t now = 0;   // VmRSS
    uint64_t anonymous = 0, file = 0;
};
ResidentMemory residentMemory();

}  // namespace atlas
