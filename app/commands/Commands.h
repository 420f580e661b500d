#pragma once
// The headless subcommands of SPEC §4. Each takes the arguments after its name, prints its
// result and returns the exit code; errors are thrown and reported by main in one line.

#include <string>
#include <vector>

namespace atlas {

using Arguments = std::vector<std::string>;

// The sentence a command shows when given none (the window's first sentence too).
inline constexpr const char* kDefaultSentence = "The young woman sees the small dog.";

int runTranslate(const Arguments& args);
int runTokenize(const Arguments& args);
int runExport(const Arguments& args);
int runApprox(const Arguments& args);
int runKv(const Arguments& args);
int runBench(const Arguments& args);
int runInit(const Arguments& args);
int runTrain(const Arguments& args);
int runCorpus(const Arguments& args);
int runEvaluate(const Arguments& args);

}  // namespace atlas
