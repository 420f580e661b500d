// SPEC §4 "kv": the KV-cache memory table of published configurations and of a checkpoint.

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "KvMemory.h"
#include "ModelFiles.h"
#include "PublishedModel.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

struct Request {
    KvContext context;
    ElementType type = ElementType::BF16;
};

struct Row {
    std::string id;
    std::string name;
    std::string attention;
    MemorySize kv;
    double kvPerToken = 0;
    MemorySize weights;
    bool beyondMaxContext = false;
    bool weightsEstimated = false;
};

std::vector<PublishedModel> loadPublishedModels() {
    QFile file(":/model-configs.json");
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("the resource :/model-configs.json is missing from the binary");
    const QByteArray bytes = file.readAll();
    return parsePublishedModels(std::string_view(bytes.constData(), size_t(bytes.size())));
}

Row makeRow(const KvShape& shape, long long parameters, const Request& request) {
    Row row;
    row.kv = kvCacheSize(shape, request.context, request.type);
    row.kvPerToken = kvBytesPerToken(shape, request.context, request.type);
    row.weights = weightsSize(parameters, request.type);
    return row;
}

Row publishedRow(const PublishedModel& model, const Request& request) {
    Row row = makeRow(kvShape(model), model.parameters, request);
    row.id = model.id;
    row.name = model.name;
    row.attention = toString(model.attention);
    row.beyondMaxContext = model.max_context && request.context.tokens > *model.max_context;
    row.weightsEstimated = model.parameters_estimated;
    return row;
}

Row checkpointRow(const std::string& path, const Request& request) {
    const Config config = loadCheckpoint(path).config;
    Row row = makeRow(kvShape(config), config.parameterCount(), request);
    row.id = modelName(path);
    const std::string layers = config.decoderOnly()
                                   ? "decoder-only, " + std::to_string(config.n_decoder_layers)
                                   : std::to_string(config.n_encoder_layers) + "+" +
                                         std::to_string(config.n_decoder_layers);
    row.name = "checkpoint, d " + std::to_string(config.d_model) + ", " + layers + " layers";
    if (config.sliding_window > 0) row.name += ", window " + std::to_string(config.sliding_window);
    row.attention = toString(config.attention);
    row.beyondMaxContext = request.context.tokens > config.max_positions;
    return row;
}

std::vector<PublishedModel> selectModels(const std::vector<std::string>& ids) {
    std::vector<PublishedModel> all = loadPublishedModels();
    if (ids.empty()) return all;
    std::vector<PublishedModel> chosen;
    for (const std::string& id : ids) {
        auto it = std::find_if(all.begin(), all.end(),
                               [&](const PublishedModel& m) { return m.id == id; });
        if (it == all.end()) {
            std::string known;
            for (const PublishedModel& m : all) known += (known.empty() ? "" : ", ") + m.id;
            throw UsageError("unknown --config '" + id + "' (known: " + known + ")");
        }
        chosen.push_back(*it);
    }
    return chosen;
}

// Integers stay integers in the JSON (a reader compares them exactly); only int4's half bytes
// and windowed averages need a fraction.
QJsonValue number(double value) {
    if (value == std::floor(value) && std::fabs(value) < 0x1p53) return qint64(value);
    return value;
}

QJsonValue number(MemorySize size) {
    if (size.isWholeBytes()) return qint64(size.wholeBytes());
    return size.bytes();
}

void printJson(const std::vector<Row>& rows, const Request& request) {
    QJsonArray models;
    for (const Row& row : rows) {
        models.append(QJsonObject{{"id", QString::fromStdString(row.id)},
                                  {"name", QString::fromStdString(row.name)},
                                  {"attention", QString::fromStdString(row.attention)},
                                  {"kv_bytes", number(row.kv)},
                                  {"kv_bytes_per_token", number(row.kvPerToken)},
                                  {"weights_bytes", number(row.weights)}});
    }
    const QJsonObject root{{"context", qint64(request.context.tokens)},
                           {"batch", qint64(request.context.batch)},
                           {"dtype", toString(request.type)},
                           {"models", models}};
    const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
}

// Whole bytes with thousands separators (327,680); int4's half bytes keep their fraction.
std::string exactBytes(double bytes) {
    char text[48];
    std::snprintf(text, sizeof text, bytes == std::floor(bytes) ? "%.0f" : "%.1f", bytes);
    const std::string_view digits(text);
    const size_t whole = std::min(digits.find('.'), digits.size());
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && i < whole && (whole - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string humanBytes(double bytes) {
    static const char* const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024) return exactBytes(bytes) + " B";
    int unit = -1;
    while (bytes >= 1024 && unit + 1 < int(std::size(units))) {
        bytes /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f %s", bytes, units[unit]);
    return text;
}

void printTable(const std::vector<Row>& rows, const Request& request) {
    // The last column carries the footnote marks, so that figures stay aligned.
    const std::vector<std::string> header = {"ID",       "NAME",    "ATTN", "KV BYTES/TOKEN",
                                             "KV CACHE", "WEIGHTS", ""};
    std::vector<std::vector<std::string>> cells = {header};
    bool anyBeyond = false, anyEstimated = false;
    for (const Row& row : rows) {
        anyBeyond |= row.beyondMaxContext;
        anyEstimated |= row.weightsEstimated;
        std::string marks = row.beyondMaxContext ? "*" : "";
        if (row.weightsEstimated) marks += "~";
        cells.push_back({row.id, row.name, row.attention, exactBytes(row.kvPerToken),
                         humanBytes(row.kv.bytes()), humanBytes(row.weights.bytes()), marks});
    }
    std::vector<size_t> width(header.size(), 0);
    for (const auto& line : cells)
        for (size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], line[c].size());

    const int bits = bitsPerElement(request.type);
    std::printf("KV cache for %lld sequence%s of %lld tokens at %s (%g bytes an element)\n\n",
                request.context.batch, request.context.batch == 1 ? "" : "s",
                request.context.tokens, toString(request.type), bits / 8.0);
    for (const auto& line : cells) {
        std::string out;
        for (size_t c = 0; c < line.size(); ++c) {
            // Text columns flush left, figures flush right so that their units line up.
            const std::string pad(width[c] - line[c].size(), ' ');
            const bool text = c < 3 || c + 1 == line.size();
            out += text ? line[c] + pad : pad + line[c];
            if (c + 1 < line.size()) out += "  ";
        }
        out.erase(out.find_last_not_of(' ') + 1);
        std::printf("%s\n", out.c_str());
    }
    std::printf(
        "\nKV BYTES/TOKEN = KV CACHE / (batch x context); encoder-decoders include the "
        "cross-attention cache of a source as long as the context.\n");
    if (anyBeyond) std::printf("* context beyond the model's published maximum\n");
    if (anyEstimated)
        std::printf("~ parameter count estimated from the shapes (the data publishes none)\n");
}

Request parseRequest(const CommandLine& line) {
    Request request;
    request.context.tokens = line.integer("--context", 1, 1LL << 40).value_or(4096);
    request.context.batch = line.integer("--batch", 1, 1LL << 20).value_or(1);
    // Encoder-decoders read a source about as long as what they write.
    request.context.sourceTokens = request.context.tokens;
    if (const auto dtype = line.value("--dtype")) {
        try {
            request.type = elementTypeFromString(*dtype);
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--dtype: ") + e.what());
        }
    }
    return request;
}

}  // namespace

int runKv(const Arguments& args) {
    const CommandLine line = parseArguments(args, helpOf("kv"));
    line.noPositional();
    const Request request = parseRequest(line);

    std::vector<Row> rows;
    for (const PublishedModel& model : selectModels(line.values("--config")))
        rows.push_back(publishedRow(model, request));
    if (const auto path = line.value("--model")) rows.push_back(checkpointRow(*path, request));

    if (line.flag("--json"))
        printJson(rows, request);
    else
        printTable(rows, request);
    return 0;
}

}  // namespace atlas
