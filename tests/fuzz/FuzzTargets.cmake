# The fuzz targets, shared by the replay tests of the main build (tests/fuzz/CMakeLists.txt)
# and the libFuzzer build (tests/fuzz/libfuzzer/). Target NAME is fuzz_NAME.cpp, its seeds are
# corpus/NAME/ and the inputs that once crashed it regressions/NAME/.
set(ATLAS_FUZZ_TARGETS checkpoint config tokenizer commandline session exportoptions zip pickle
    hubconfig vocab shardindex tokenizerjson fastencode)
# The targets that read app/ code built on Qt (sessions, export's options).
set(ATLAS_FUZZ_QT_TARGETS session exportoptions)
set(ATLAS_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})
set(ATLAS_ROOT_DIR ${CMAKE_CURRENT_LIST_DIR}/../..)
# The tokenizer target reads the tokenizer of the built-in MHA model, the file compiled into the app.
set(ATLAS_FUZZ_DEFAULT_MODEL ${ATLAS_ROOT_DIR}/resources/models/mha.safetensors)
# The fast-encoding target reads the oracle's GPT-2 fixture.
set(ATLAS_FUZZ_GPT2_TOKENIZER ${ATLAS_ROOT_DIR}/tests/data/tokenizers/gpt2/tokenizer.json)
