#include "CorpusTsv.h"

#include <charconv>
#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "AtomicFile.h"
#include "RegularFile.h"

namespace atlas::corpus {

namespace {

int parseIndex(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < -1)
        throw std::invalid_argument("bad alignment index '" + std::string(text) + "'");
    return value;
}

// The fields of a line split at tabs.
std::vector<std::string> columns(const std::string& line) {
    std::vector<std::string> fields;
    size_t start = 0;
    for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
        fields.push_back(line.substr(start, tab - start));
    fields.push_back(line.substr(start));
    return fields;
}

}  // namespace

std::string formatAlignment(const std::vector<std::vector<int>>& alignment) {
    std::string text;
    for (const std::vector<int>& sources : alignment) {
        if (!text.empty()) text += ' ';
        if (sources.empty()) text += "-1";
        for (size_t i = 0; i < sources.size(); ++i) {
            if (i) text += ',';
            text += std::to_string(sources[i]);
        }
    }
    return text;
}

std::vector<std::vector<int>> parseAlignment(const std::string& text) {
    std::vector<std::vector<int>> alignment;
    for (const std::string& field : splitWords(text)) {
        std::vector<int>& sources = alignment.emplace_back();
        size_t start = 0;
        for (size_t comma = 0; comma != std::string::npos; start = comma + 1) {
            comma = field.find(',', start);
            const int index = parseIndex(std::string_view(field).substr(start, comma - start));
            if (index >= 0)
                sources.push_back(index);
            else if (field != "-1")
                throw std::invalid_argument("-1 in a list: '" + field + "'");
        }
    }
    return alignment;
}

void writeTsv(const std::vector<AlignedPair>& pairs, const std::string& path) {
    std::string text;
    for (const AlignedPair& pair : pairs)
        text += pair.english + '\t' + pair.german + '\t' + formatAlignment(pair.alignment) + '\n';
    writeFileAtomically(path, text);
}

std::vector<AlignedPair> readTsv(const std::string& path) {
    std::istringstream in(readRegularFile(path, kMaxTsvBytes));
    std::vector<AlignedPair> pairs;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const auto fail = [&](const std::string& why) {
            throw std::runtime_error(path + ":" + std::to_string(number) + ": " + why);
        };
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        const std::vector<std::string> fields = columns(line);
        if (fields.size() < 2) fail("expected english<TAB>german");
        AlignedPair pair{fields[0], fields[1], {}, false};
        if (fields.size() > 2) {
            try {
                pair.alignment = parseAlignment(fields[2]);
            } catch (const std::invalid_argument& e) {
                fail(e.what());
            }
            const int englishWords = int(splitWords(pair.english).size());
            if (pair.alignment.size() != splitWords(pair.german).size())
                fail("the alignment does not have one field per German word");
            for (const std::vector<int>& sources : pair.alignment)
                for (int index : sources)
                    if (index >= englishWords) fail("alignment index past the English words");
        }
        pairs.push_back(std::move(pair));
    }
    return pairs;
}

void writeCorpus(const Corpus& corpus, const std::string& directory) {
    std::filesystem::create_directories(directory);
    const std::filesystem::path dir(directory);
    std::vector<AlignedPair> novel;
    for (const AlignedPair& pair : corpus.test)
        if (pair.novel) novel.push_back(pair);
    writeTsv(corpus.train, (dir / "train.tsv").string());
    writeTsv(corpus.validation, (dir / "valid.tsv").string());
    writeTsv(corpus.test, (dir / "test.tsv").string());
    writeTsv(novel, (dir / "test-novel.tsv").string());
}

}  // namespace atlas::corpus
