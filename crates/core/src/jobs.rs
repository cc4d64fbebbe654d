//! Background passes that run while their service lives (review reminders, alert sweeps,
//! calendar imports): one loop, so each keeps the same rules.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Runs `pass` on `service` every `every`, the first at once, until the service is dropped. A
/// late tick waits rather than bursting, and each pass runs as its own task, so a pass that
/// panics is logged and the next runs as usual.
pub fn every<T, F, Fut>(
    service: &Arc<T>,
    every: Duration,
    name: &'static str,
    pass: F,
) -> tokio::task::JoinHandle<()>
where
    T: Send + Sync + 'static,
    F: Fn(Arc<T>) -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let service = Arc::downgrade(service);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(service) = service.upgrade() else {
                return;
            };
            if let Err(e) = tokio::spawn(pass(service)).await {
                tracing::error!(error = %e, task = name, "background pass failed");
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test(start_paused = true)]
    async fn passes_go_on_after_a_panic_and_stop_with_the_service() {
        let service = Arc::new(AtomicUsize::new(0));
        let task = every(
            &service,
            Duration::from_secs(60),
            "test",
            |s: Arc<AtomicUsize>| async move {
                if s.fetch_add(1, Ordering::SeqCst) == 1 {
                    panic!("one bad pass");
                }
            },
        );
        tokio::time::sleep(Duration::from_secs(150)).await;
        assert_eq!(
            service.load(Ordering::SeqCst),
            3,
            "at 0 s, 60 s (panics) and 120 s"
        );
        drop(service);
        tokio::time::sleep(Duration::from_secs(60)).await;
        assert!(task.is_finished(), "ends once the service is gone");
    }
}
