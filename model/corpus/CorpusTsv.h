#pragma once
// Corpus files for `attention-atlas train` and `evaluate`: one pair per line,
//   english<TAB>german<TAB>alignment
// where alignment has one field per German word (AlignedPair.h), separated by spaces: the
// index of its English word, several joined by commas ("2,4"), or -1 for none. UTF-8, "\n"
// line ends. Readers of `english<TAB>german` only must ignore the third column.

#include <cstdint>
#include <string>
#include <vector>

#include "AlignedPair.h"
#include "Corpus.h"

namespace atlas::corpus {

// The largest corpus file read (here and by train's readSentencePairsTsv): hundreds of times
// any corpus of ours, and still a bound on what a path to a device or a huge file can cost.
inline constexpr std::uint64_t kMaxTsvBytes = 256ull << 20;

std::string formatAlignment(const std::vector<std::vector<int>>& alignment);
// Throws std::invalid_argument on anything but the format above.
std::vector<std::vector<int>> parseAlignment(const std::string& text);

// Written atomically (a temporary file renamed over the path).
void writeTsv(const std::vector<AlignedPair>& pairs, const std::string& path);

// Reads the format above. The alignment column may be absent (then alignment is empty) and
// columns after it are ignored; blank lines are skipped. Throws std::runtime_error naming the
// file when it is not a regular file of at most kMaxTsvBytes (readRegularFile), and the file
// and line of a line without a tab, an alignment that does not parse, or one whose length
// is not the German word count or whose indices are not English words.
std::vector<AlignedPair> readTsv(const std::string& path);

// Writes train.tsv, valid.tsv, test.tsv and test-novel.tsv (the novel pairs of test.tsv again,
// for scoring them apart) into directory, creating it if needed.
void writeCorpus(const Corpus& corpus, const std::string& directory);

}  // namespace atlas::corpus
