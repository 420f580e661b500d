#pragma once
// tests/data/hf-components/cases.json: normalizers, pre-tokenizers and decoders run by Hugging
// Face's `tokenizers` (npm binding 0.23.2; generate.js beside it writes the file) on hostile
// texts. One QTest row per case, named "<component>/<text>".

#include <QTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>

namespace test {

inline const nlohmann::json& hfComponentCases() {
    static const nlohmann::json cases = [] {
        std::ifstream in(ATLAS_HF_COMPONENT_CASES, std::ios::binary);
        if (!in) throw std::runtime_error("cannot read " ATLAS_HF_COMPONENT_CASES);
        std::ostringstream text;
        text << in.rdbuf();
        return nlohmann::json::parse(text.str());
    }();
    return cases;
}

// QTest rows "case" (an index into the section) for each case of `section`.
inline void addHfComponentRows(const char* section) {
    QTest::addColumn<int>("index");
    const nlohmann::json& list = hfComponentCases().at(section);
    QVERIFY2(list.size() > 50, "too few oracle cases");
    for (size_t i = 0; i < list.size(); ++i)
        QTest::newRow(list[i].at("name").get<std::string>().c_str()) << int(i);
}

inline const nlohmann::json& hfComponentCase(const char* section, int index) {
    return hfComponentCases().at(section).at(size_t(index));
}

// The message of what `f` throws, "" when it does not throw.
template <typename F>
std::string thrownMessage(F f) {
    try {
        f();
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
}

// Checks that read(the JSON of config, path) throws a one-line error beginning with message.
template <typename Read>
void checkRefusal(Read read, const QString& config, const QString& message) {
    const nlohmann::json j = nlohmann::json::parse(config.toStdString());
    const std::string what = thrownMessage([&] { (void)read(j); });
    QVERIFY2(what.starts_with(message.toStdString()), what.c_str());
    QVERIFY(what.find('\n') == std::string::npos);
}

}  // namespace test
