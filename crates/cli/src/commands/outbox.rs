//! `escapes outbox`: what the console providers "sent" (codes included: it is the dev outbox).

use clap::Args;
use escapes_core::support;
use escapes_core::time::SharedClock;
use serde_json::json;

use crate::output::{self, explain, ist, ist_json};
use crate::settings::{Messaging, Settings};

#[derive(Args)]
pub struct Opts {
    /// Only messages to this phone (any form) or e-mail address.
    #[arg(long)]
    to: Option<String>,
    /// How many of the newest messages (1–500).
    #[arg(long, default_value_t = 20)]
    limit: i64,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    // Which providers are in use: the outbox is kept only with the console ones.
    #[command(flatten)]
    messaging: Messaging,
}

pub fn run(settings: &Settings, o: Opts) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    let messages = rt.block_on(async {
        let clock: SharedClock = std::sync::Arc::new(escapes_core::time::SystemClock);
        let delivery = o.messaging.delivery(store.clone(), clock)?;
        support::outbox(&store, delivery.console, o.to.as_deref(), o.limit)
            .await
            .map_err(|e| explain(e, o.to.as_deref().unwrap_or("")))
    })?;
    if o.json {
        let v = messages
            .iter()
            .map(|m| json!({"channel": m.channel, "to": m.to, "body": m.body, "createdAt": ist_json(m.created_at)}))
            .collect();
        return output::print_json(&v);
    }
    if messages.is_empty() {
        return output::print("The outbox is empty.");
    }
    let mut t = output::table(["sent", "channel", "to", "message"]);
    for m in &messages {
        t.add_row(vec![
            ist(m.created_at),
            m.channel.clone(),
            m.to.clone(),
            m.body.replace('\n', " "),
        ]);
    }
    output::print(t)
}
