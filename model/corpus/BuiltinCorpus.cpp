#include "BuiltinCorpus.h"

#include "Corpus.h"

namespace atlas::corpus {

std::vector<AlignedPair> builtinTestSplit() {
    CorpusSizes sizes;
    sizes.train = 0;
    sizes.validation = 0;
    return generateCorpus(sizes, kBuiltinCorpusSeed).test;
}

}  // namespace atlas::corpus
