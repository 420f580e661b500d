#pragma once
// SentencePiece 0.1.97 trusts the normalization tables a model carries (a double-array trie
// and the strings it points to) and reads wherever a damaged table points while encoding.
// A checkpoint is untrusted input, so the tables are checked before SentencePiece sees them.

#include <string>
#include <string_view>

namespace atlas {

// What is wrong with a serialized SentencePiece model's normalization tables, or "" when
// they are sound (or absent). Bytes that are not a protobuf message are reported too.
std::string sentencePieceTableProblem(std::string_view serializedModel);

}  // namespace atlas
