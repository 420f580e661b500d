// The Approximations page, rendered offscreen on the built-in model's shape: its charts and
// heatmaps are drawn, and its controls change what they show. ATLAS_SHOTS=DIR keeps the pictures.

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>
#include <set>

#include "ApproxPage.h"
#include "DefaultModel.h"
#include "ErrorSweepChart.h"
#include "HeatmapWidget.h"
#include "PageFixture.h"
#include "SpectrumChart.h"

using namespace atlas;

namespace {

// Pixels within a small distance of `color`.
int pixelsNear(const QImage& image, QColor color) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - color.red()) + std::abs(c.green() - color.green()) +
                     std::abs(c.blue() - color.blue()) <
                 30;
        }
    return n;
}

int distinctColours(const QImage& image) {
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

}  // namespace

class TestApproxPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void spectraAreDrawn();
    void rankSliderChangesTheError();
    void randomizedSweepIsDrawn();
    void quantizedTableCoversEveryFormat();
    void headsAreNumberedLikeTheToolbar();
    void cleanupTestCase();

private:
    void waitFor(ApproxPage::Tab tab);
    void keep(QWidget* widget, const QString& name);
    atlas::test::PageFixture fixture_;
    ApproxPage* page_ = nullptr;
};

void TestApproxPage::initTestCase() {
    const Checkpoint checkpoint = makeDefaultModel(AttentionKind::MHA);
    page_ = new ApproxPage(fixture_.context());
    page_->resize(1500, 950);
    fixture_.useCheckpoint(checkpoint);
    fixture_.model.setText("The young woman sees the small dog.");
    page_->show();
    QVERIFY(QTest::qWaitForWindowExposed(page_));
}

void TestApproxPage::cleanupTestCase() {
    delete page_;
}

void TestApproxPage::waitFor(ApproxPage::Tab tab) {
    QSignalSpy spy(page_, &ApproxPage::figuresChanged);
    if (page_->tabs()->currentIndex() != tab) page_->tabs()->setCurrentIndex(tab);
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty() && spy.last().first().toInt() == tab, 60000);
    QTest::qWait(50);  // the charts lay out
}

void TestApproxPage::keep(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("ATLAS_SHOTS");
    if (!dir.isEmpty()) widget->grab().save(dir + "/" + name + ".png");
}

void TestApproxPage::spectraAreDrawn() {
    waitFor(ApproxPage::Spectra);
    const views::ApproxFigures& f = page_->figures(ApproxPage::Spectra);
    QVERIFY(f.spectra.size() >= 3);  // Z⁻¹A, S and W_qᵀW_k
    QCOMPARE(f.heads.size(), size_t(4));
    // The attention's line (the first colour) is on the chart.
    const QImage chart = page_->spectrumChart()->grab().toImage();
    QVERIFY2(pixelsNear(chart, views::seriesColor(0)) > 100,
             qPrintable(QString::number(pixelsNear(chart, views::seriesColor(0)))));
    QVERIFY(pixelsNear(chart, views::seriesColor(1)) > 100);
    keep(page_, "approx-spectra");
}

void TestApproxPage::rankSliderChangesTheError() {
    waitFor(ApproxPage::LowRank);
    const double before = page_->figures(ApproxPage::LowRank).relativeFrobenius;
    const QImage errorBefore = page_->lowRankError()->grab().toImage();
    QVERIFY(distinctColours(page_->lowRankMap()->grab().toImage()) > 20);
    QVERIFY(distinctColours(errorBefore) > 20);
    keep(page_, "approx-lowrank");
    QSignalSpy spy(page_, &ApproxPage::figuresChanged);
    page_->rankSlider()->setValue(page_->rankSlider()->maximum());
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), 60000);
    const double after = page_->figures(ApproxPage::LowRank).relativeFrobenius;
    QVERIFY2(after < before && after < 1e-5, qPrintable(QString("%1 → %2").arg(before).arg(after)));
    QVERIFY(page_->lowRankError()->grab().toImage() != errorBefore);
}

void TestApproxPage::randomizedSweepIsDrawn() {
    waitFor(ApproxPage::Randomized);
    const views::ErrorSweep& sweep = page_->sweepChart()->sweep();
    QVERIFY(sweep.size.size() >= 5);
    QVERIFY(pixelsNear(page_->sweepChart()->grab().toImage(), views::seriesColor(0)) > 100);
    QVERIFY(distinctColours(page_->randomizedMap()->grab().toImage()) > 20);
    keep(page_, "approx-randomized");
    // Nyström with every key a landmark is exact.
    QSignalSpy spy(page_, &ApproxPage::figuresChanged);
    page_->methodBox()->setCurrentIndex(1);
    page_->featureSlider()->setValue(page_->featureSlider()->maximum());
    QTRY_VERIFY_WITH_TIMEOUT(spy.count() >= 1 && !page_->isBusy(), 60000);
    QVERIFY(page_->figures(ApproxPage::Randomized).relativeFrobenius < 1e-4);
}

void TestApproxPage::quantizedTableCoversEveryFormat() {
    waitFor(ApproxPage::Quantized);
    QTableWidget* table = page_->formatTable();
    QCOMPARE(table->rowCount(), 6);
    QCOMPARE(table->item(0, 0)->text(), QString("fp32"));
    QCOMPARE(table->item(0, 6)->text(), QString("100 %"));
    keep(page_, "approx-quantized");
}

// The toolbar says "Layer 0, Head 0": so do the page's label, head table and figure titles.
void TestApproxPage::headsAreNumberedLikeTheToolbar() {
    QCOMPARE(ViewSelection{}.layer, 0);
    QCOMPARE(ViewSelection{}.head, 0);
    auto* label = page_->findChild<QLabel*>("approxHead");
    QVERIFY(label);
    QVERIFY2(label->text().endsWith(" · layer 0 · head 0"), qPrintable(label->text()));
    // The quantized map's title names the head (its figures may be there already).
    if (page_->tabs()->currentIndex() != ApproxPage::Quantized) waitFor(ApproxPage::Quantized);
    bool titled = false;
    for (auto* map : page_->findChildren<views::HeatmapWidget*>())
        if (map->title().startsWith("change in Z⁻¹A")) {
            QVERIFY2(map->title().contains(" layer 0 head 0,"), qPrintable(map->title()));
            titled = true;
        }
    QVERIFY(titled);
    page_->tabs()->setCurrentIndex(ApproxPage::Spectra);
    auto* heads = page_->findChild<QTableWidget*>();
    for (auto* table : page_->findChildren<QTableWidget*>())
        if (table != page_->formatTable()) heads = table;
    QVERIFY(heads && heads->rowCount() == 4);
    QCOMPARE(heads->item(0, 0)->text(), QString("0"));
    QCOMPARE(heads->item(3, 0)->text(), QString("3"));
}

QTEST_MAIN(TestApproxPage)
#include "tst_approxpage.moc"
