#pragma once
// German spelling of a Sentence: gender and case of articles and nouns (nominative subject,
// accusative and dative objects, dative after mit/von/zu with zum/zur/vom), adjective endings
// (weak after der, mixed after ein/kein, strong with no article), Präteritum and present
// agreement, "kein" and "nicht", and the verb at the end of a dass/weil clause.

#include "Sentence.h"

namespace atlas::corpus {

// The sentence's words without the capital at its start or its final full stop (AlignedPair
// adds them); the comma before dass/weil is part of the word before it.
Words germanWords(const Sentence& sentence);

}  // namespace atlas::corpus
