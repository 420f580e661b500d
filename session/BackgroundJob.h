#pragma once
// One kind of work of a page off the GUI thread, in the manner of Qt's Mandelbrot example: a new
// request cancels and supersedes the running one, and only the newest request's result reaches
// its `done`, on the GUI thread. The work must capture values only, never widgets.

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>

class QThreadPool;

namespace atlas::views {

class BackgroundJob : public QObject {
    Q_OBJECT

public:
    // Work runs on `pool` (which the owner keeps alive longer than any work it runs).
    BackgroundJob(QThreadPool* pool, QObject* parent);
    ~BackgroundJob() override;

    // `work(cancelled)` runs off the GUI thread and should return early once `cancelled` turns
    // true; `done(result)` runs on the GUI thread if no newer start() or cancel() came since.
    // An exception thrown by the work, or by `done`, is reported by failed().
    template <typename T, typename Work, typename Done>
    void start(Work work, Done done) {
        startErased(
            [work = std::move(work), done = std::move(done)](
                const std::atomic<bool>& cancelled, const Post&) mutable -> std::function<void()> {
                auto result = std::make_shared<T>(work(cancelled));
                return [done, result] { done(std::move(*result)); };
            });
    }

    // The same for work whose first results are worth showing before its last:
    // `work(cancelled, post)` may call `post(value)` any number of times, and each value reaches
    // `partial(value)` on the GUI thread, in order and before `done`, unless a newer request came
    // since. The job stays busy until `done`. The job must outlive the work (its owner's pool
    // waits for the work before the job is deleted), as post() addresses it.
    template <typename T, typename Work, typename Partial, typename Done>
    void startStreaming(Work work, Partial partial, Done done) {
        startErased([work = std::move(work), partial = std::move(partial), done = std::move(done)](
                        const std::atomic<bool>& cancelled,
                        const Post& post) mutable -> std::function<void()> {
            const auto send = [&post, &partial](T value) {
                post([partial, held = std::make_shared<T>(std::move(value))] {
                    partial(std::move(*held));
                });
            };
            auto result = std::make_shared<T>(work(cancelled, send));
            return [done, result] { done(std::move(*result)); };
        });
    }

    // Drops the running request: nothing will be delivered for it.
    void cancel();
    bool isBusy() const { return busy_; }

signals:
    void busyChanged(bool busy);
    void failed(const QString& message);

private:
    // Hands a delivery to the GUI thread for the request that made it (from the work's thread).
    using Post = std::function<void(std::function<void()>)>;
    using Erased = std::function<std::function<void()>(const std::atomic<bool>&, const Post&)>;
    void startErased(Erased work);
    void supersede();
    void setBusy(bool busy);
    // Runs `deliver` on the GUI thread if `generation` is still the newest request's.
    void deliverLater(quint64 generation, std::function<void()> deliver);
    void deliver(const std::function<void()>& value);

    QThreadPool* pool_;
    quint64 generation_ = 0;  // of the newest request; results of older ones are dropped
    std::shared_ptr<std::atomic<bool>> cancel_;  // the newest request's flag
    bool busy_ = false;
};

}  // namespace atlas::views
