// SPEC §3: float16 and bfloat16 conversions, bit-exact against known patterns and the
// compiler's own conversions, exhaustively round-tripped, ties to even.
#include <QtTest>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "Safetensors.h"

using namespace atlas;

namespace {

bool isHalfNan(uint16_t h) {
    return (h & 0x7c00) == 0x7c00 && (h & 0x3ff) != 0;
}
bool isBf16Nan(uint16_t b) {
    return (b & 0x7f80) == 0x7f80 && (b & 0x7f) != 0;
}

}  // namespace

class TestHalfFloats : public QObject {
    Q_OBJECT

private slots:
    void halfKnownPatterns();
    void halfMatchesCompiler();
    void halfExhaustiveRoundTrip();
    void halfTiesGoToEven();
    void bfloat16KnownPatterns();
    void bfloat16ExhaustiveRoundTrip();
};

void TestHalfFloats::halfKnownPatterns() {
    QCOMPARE(floatToHalf(1.0f), uint16_t(0x3c00));
    QCOMPARE(floatToHalf(-2.5f), uint16_t(0xc100));
    QCOMPARE(floatToHalf(65504.0f), uint16_t(0x7bff));
    QCOMPARE(floatToHalf(65519.99f), uint16_t(0x7bff));
    QCOMPARE(floatToHalf(65520.0f), uint16_t(0x7c00));  // the tie goes to the even side: inf
    QCOMPARE(floatToHalf(-0.0f), uint16_t(0x8000));
    QCOMPARE(floatToHalf(std::ldexp(1.0f, -24)), uint16_t(0x0001));  // smallest subnormal
    QCOMPARE(floatToHalf(std::ldexp(1.0f, -25)), uint16_t(0x0000));  // tie to even: zero
    QCOMPARE(floatToHalf(std::ldexp(1.5f, -25)), uint16_t(0x0001));
    QCOMPARE(floatToHalf(std::ldexp(3.0f, -25)), uint16_t(0x0002));         // 1.5 units: to even 2
    QCOMPARE(floatToHalf(std::ldexp(5.0f, -25)), uint16_t(0x0002));         // 2.5 units: to even 2
    QCOMPARE(floatToHalf(std::ldexp(1023.5f, -24)), uint16_t(0x0400));      // up to smallest normal
    QCOMPARE(floatToHalf(1.0f + std::ldexp(1.0f, -11)), uint16_t(0x3c00));  // tie: stay even
    QCOMPARE(floatToHalf(1.0f + std::ldexp(3.0f, -11)), uint16_t(0x3c02));  // tie: up to even
    QCOMPARE(floatToHalf(std::numeric_limits<float>::infinity()), uint16_t(0x7c00));
    QCOMPARE(floatToHalf(-std::numeric_limits<float>::infinity()), uint16_t(0xfc00));
    QVERIFY(isHalfNan(floatToHalf(std::numeric_limits<float>::quiet_NaN())));
    QVERIFY(isHalfNan(floatToHalf(std::bit_cast<float>(0x7f800001u))));  // payload below bit 13

    QCOMPARE(halfToFloat(0x3c00), 1.0f);
    QCOMPARE(halfToFloat(0xc100), -2.5f);
    QCOMPARE(halfToFloat(0x7bff), 65504.0f);
    QCOMPARE(halfToFloat(0x0001), std::ldexp(1.0f, -24));
    QCOMPARE(halfToFloat(0x03ff), std::ldexp(1023.0f, -24));
    QCOMPARE(halfToFloat(0x0400), std::ldexp(1.0f, -14));
    QCOMPARE(halfToFloat(0x7c00), std::numeric_limits<float>::infinity());
    QCOMPARE(halfToFloat(0xfc00), -std::numeric_limits<float>::infinity());
    QVERIFY(std::isnan(halfToFloat(0x7e00)));
    QVERIFY(std::isnan(halfToFloat(0x7c01)));
    QVERIFY(std::signbit(halfToFloat(0x8000)) && halfToFloat(0x8000) == 0.0f);
}

// The compiler's own _Float16 conversion is an independent round-to-nearest-even reference.
void TestHalfFloats::halfMatchesCompiler() {
#ifdef __FLT16_MAX__
    int checked = 0;
    for (uint64_t bits = 0; bits <= 0xffffffffull; bits += 4093) {
        const float f = std::bit_cast<float>(uint32_t(bits));
        const auto expected = std::bit_cast<uint16_t>(static_cast<_Float16>(f));
        if (std::isnan(f)) {
            QVERIFY(isHalfNan(floatToHalf(f)));
            continue;
        }
        if (floatToHalf(f) != expected)
            QFAIL(qPrintable(QString("float bits 0x%1: got 0x%2, expected 0x%3")
                                 .arg(uint32_t(bits), 8, 16, QChar('0'))
                                 .arg(floatToHalf(f), 4, 16, QChar('0'))
                                 .arg(expected, 4, 16, QChar('0'))));
        ++checked;
    }
    QVERIFY(checked > 1000000);
#else
    QSKIP("this compiler has no _Float16");
#endif
}

void TestHalfFloats::halfExhaustiveRoundTrip() {
    for (uint32_t h = 0; h <= 0xffff; ++h) {
        const float f = halfToFloat(uint16_t(h));
        if (isHalfNan(uint16_t(h))) {
            QVERIFY(std::isnan(f));
            QVERIFY(isHalfNan(floatToHalf(f)));
        } else if (floatToHalf(f) != h) {
            QFAIL(qPrintable(QString("half 0x%1 does not survive").arg(h, 4, 16, QChar('0'))));
        }
    }
}

// Every midpoint between neighbouring halves, subnormal and normal, of either sign.
void TestHalfFloats::halfTiesGoToEven() {
    for (uint32_t h = 0; h < 0x7bff; ++h) {
        for (uint16_t sign : {uint16_t(0), uint16_t(0x8000)}) {
            const float mid =
                (halfToFloat(uint16_t(h | sign)) + halfToFloat(uint16_t((h + 1) | sign))) / 2;
            const uint16_t even = uint16_t(((h & 1) ? h + 1 : h) | sign);
            if (floatToHalf(mid) != even)
                QFAIL(qPrintable(QString("midpoint after 0x%1 went to 0x%2")
                                     .arg(h | sign, 4, 16, QChar('0'))
                                     .arg(floatToHalf(mid), 4, 16, QChar('0'))));
        }
    }
}

void TestHalfFloats::bfloat16KnownPatterns() {
    QCOMPARE(floatToBfloat16(1.0f), uint16_t(0x3f80));
    QCOMPARE(floatToBfloat16(-2.5f), uint16_t(0xc020));
    QCOMPARE(floatToBfloat16(1.0f + std::ldexp(1.0f, -8)), uint16_t(0x3f80));  // tie: stay even
    QCOMPARE(floatToBfloat16(1.0f + std::ldexp(3.0f, -8)), uint16_t(0x3f82));  // tie: up to even
    QCOMPARE(floatToBfloat16(1.0f + std::ldexp(1.0f, -9)), uint16_t(0x3f80));
    QCOMPARE(floatToBfloat16(std::bit_cast<float>(0x3f808001u)), uint16_t(0x3f81));  // past tie
    QCOMPARE(floatToBfloat16(std::numeric_limits<float>::max()), uint16_t(0x7f80));  // to inf
    QCOMPARE(floatToBfloat16(std::numeric_limits<float>::infinity()), uint16_t(0x7f80));
    QCOMPARE(floatToBfloat16(-std::numeric_limits<float>::infinity()), uint16_t(0xff80));
    QCOMPARE(floatToBfloat16(std::ldexp(1.0f, -133)), uint16_t(0x0001));  // smallest subnormal
    QVERIFY(isBf16Nan(floatToBfloat16(std::numeric_limits<float>::quiet_NaN())));
    QVERIFY(isBf16Nan(floatToBfloat16(std::bit_cast<float>(0x7f800001u))));
    QVERIFY(isBf16Nan(floatToBfloat16(std::bit_cast<float>(0xffffffffu))));

    QCOMPARE(bfloat16ToFloat(0x3f80), 1.0f);
    QCOMPARE(bfloat16ToFloat(0xc020), -2.5f);
    QCOMPARE(bfloat16ToFloat(0x0001), std::ldexp(1.0f, -133));
    QCOMPARE(bfloat16ToFloat(0x7f80), std::numeric_limits<float>::infinity());
    QVERIFY(std::isnan(bfloat16ToFloat(0x7fc0)));
}

void TestHalfFloats::bfloat16ExhaustiveRoundTrip() {
    for (uint32_t b = 0; b <= 0xffff; ++b) {
        const float f = bfloat16ToFloat(uint16_t(b));
        if (isBf16Nan(uint16_t(b))) {
            QVERIFY(isBf16Nan(floatToBfloat16(f)));
        } else if (floatToBfloat16(f) != b) {
            QFAIL(qPrintable(QString("bf16 0x%1 does not survive").arg(b, 4, 16, QChar('0'))));
        }
    }
}

QTEST_APPLESS_MAIN(TestHalfFloats)
#include "tst_halffloats.moc"
