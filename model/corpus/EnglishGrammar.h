#pragma once
// English spelling of a Sentence: word order, "a"/"an", agreement, do-support for negation.

#include "Sentence.h"

namespace atlas::corpus {

// The sentence's words, lower case and without final punctuation (AlignedPair adds them).
Words englishWords(const Sentence& sentence);

}  // namespace atlas::corpus
