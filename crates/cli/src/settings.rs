//! Settings: each a flag with an environment variable behind it. Those every command needs are
//! global; the providers' are flags of the commands that use them (serve's own are in
//! `commands::serve`).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;

use clap::Args;
use escapes_core::delivery::{
    Backoff, Delivery, EmailConfig, SmsConfig, SmsGatewayConfig, SmtpConfig,
};
use escapes_core::payments::{Payments, PaymentsConfig, RazorpayConfig, Simulated};
use escapes_core::payouts::razorpayx::RazorpayXConfig;
use escapes_core::payouts::simulated::SimulatedPayouts;
use escapes_core::payouts::{Payouts, PayoutsConfig};
use escapes_core::time::SharedClock;
use escapes_core::Store;

/// What every command needs: where the data is. Global, so it may come before or after the
/// command (`escapes --data-dir X serve`, `escapes serve --data-dir X`).
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Data")]
pub struct Settings {
    /// Folder for the SQLite file and uploaded images.
    #[arg(
        long,
        env = "ESCAPES_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    pub data_dir: PathBuf,
    /// sqlite://… or postgres://…; default sqlite://<data-dir>/escapes.db.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Database connections in the pool.
    #[arg(long, env = "ESCAPES_DB_POOL", default_value_t = 16, global = true)]
    pub db_pool: u32,
}

/// The server's secret: a flag of the commands that hash codes or sign tokens (`serve`, `otp
/// resend`) only, so the other commands' help does not carry its explanation.
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Data")]
pub struct Secret {
    /// Key of the one-time-code hashes and token signatures (default: <data-dir>/secret.key).
    ///
    /// At least 16 characters. Without it a random key is kept in <data-dir>/secret.key, made on
    /// first start. `serve` and `otp resend` must share it, or codes one sends will not verify on
    /// the other.
    #[arg(long, env = "ESCAPES_SECRET", hide_env_values = true)]
    pub secret: Option<String>,
}

/// The SMS and e-mail providers: flags of the commands that send (`serve`, `otp resend`) or read
/// the console providers' outbox (`outbox`).
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "SMS and e-mail")]
pub struct Messaging {
    /// SMS provider: `console` (log + dev outbox) or `http` (the SMS gateway of --sms-gateway-url).
    #[arg(long, env = "ESCAPES_SMS", default_value = "console")]
    pub sms: String,
    /// SMS gateway endpoint that takes one JSON POST per text (needed by `--sms http`).
    #[arg(long, env = "ESCAPES_SMS_GATEWAY_URL")]
    pub sms_gateway_url: Option<String>,
    /// SMS gateway key, sent as `Authorization: Bearer <key>` (needed by `--sms http`).
    #[arg(long, env = "ESCAPES_SMS_GATEWAY_KEY", hide_env_values = true)]
    pub sms_gateway_key: Option<String>,
    /// DLT sender id (header) the texts go out under.
    #[arg(long, env = "ESCAPES_SMS_SENDER_ID", default_value = "HYDESC")]
    pub sms_sender_id: String,
    /// DLT template id the code text is registered under (sent as `templateId` when set).
    #[arg(long, env = "ESCAPES_SMS_TEMPLATE_ID")]
    pub sms_template_id: Option<String>,
    /// E-mail provider: `console` (log + dev outbox) or `smtp` (the server of --smtp-url).
    #[arg(long, env = "ESCAPES_EMAIL", default_value = "console")]
    pub email: String,
    /// SMTP server for `--email smtp`: smtp://user:pass@host:port, smtps://…, smtp://host:port?tls=required.
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The From of e-mails sent.
    #[arg(long, env = "ESCAPES_EMAIL_FROM", default_value = SmtpConfig::DEFAULT_FROM)]
    pub email_from: String,
}

/// The payment provider: flags of the commands that take or return money (`serve`).
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Payments")]
pub struct PaymentProvider {
    /// Payment provider for card and UPI: `simulated` (a local checkout page with Pay and Fail,
    /// signed with a key derived from --secret) or `razorpay`.
    #[arg(long, env = "ESCAPES_PAYMENTS", default_value = "simulated")]
    pub payments: String,
    /// Razorpay key id (needed by `--payments razorpay`); the browser's checkout gets it.
    #[arg(long, env = "RAZORPAY_KEY_ID")]
    pub razorpay_key_id: Option<String>,
    /// Razorpay key secret (needed by `--payments razorpay`): API basic auth and checkout signatures.
    #[arg(long, env = "RAZORPAY_KEY_SECRET", hide_env_values = true)]
    pub razorpay_key_secret: Option<String>,
    /// Secret of the Razorpay webhook (needed by `--payments razorpay`): X-Razorpay-Signature.
    #[arg(long, env = "RAZORPAY_WEBHOOK_SECRET", hide_env_values = true)]
    pub razorpay_webhook_secret: Option<String>,
    /// Base URL of Razorpay's API.
    #[arg(long, env = "ESCAPES_RAZORPAY_API_URL", default_value = RazorpayConfig::DEFAULT_API_BASE)]
    pub razorpay_api_url: String,
    /// Razorpay's checkout script, which booking pages load; the pages' Content-Security-Policy
    /// allows its origin (and the API's) only with `--payments razorpay`.
    #[arg(long, env = "ESCAPES_RAZORPAY_CHECKOUT_URL", default_value = RazorpayConfig::DEFAULT_CHECKOUT_URL)]
    pub razorpay_checkout_url: String,
}

/// The payout provider: flags of the commands that pay owners (`serve`, `payouts`).
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Payouts")]
pub struct PayoutProvider {
    /// Payout provider for owners: `simulated` (settles after a short delay; a local page,
    /// /payouts/simulated/PO-…, forces a failure) or `razorpayx`.
    #[arg(long, env = "ESCAPES_PAYOUTS", default_value = "simulated")]
    pub payouts: String,
    /// RazorpayX key id (needed by `--payouts razorpayx`).
    #[arg(long, env = "RAZORPAYX_KEY_ID")]
    pub razorpayx_key_id: Option<String>,
    /// RazorpayX key secret (needed by `--payouts razorpayx`): API basic auth.
    #[arg(long, env = "RAZORPAYX_KEY_SECRET", hide_env_values = true)]
    pub razorpayx_key_secret: Option<String>,
    /// Secret of the RazorpayX payout webhooks (needed by `--payouts razorpayx`).
    #[arg(long, env = "RAZORPAYX_WEBHOOK_SECRET", hide_env_values = true)]
    pub razorpayx_webhook_secret: Option<String>,
    /// The platform's RazorpayX account number payouts are paid from (needed by `--payouts razorpayx`).
    #[arg(long, env = "RAZORPAYX_ACCOUNT_NUMBER")]
    pub razorpayx_account_number: Option<String>,
    /// Base URL of RazorpayX's API.
    #[arg(long, env = "ESCAPES_RAZORPAYX_API_URL", default_value = RazorpayXConfig::DEFAULT_API_BASE)]
    pub razorpayx_api_url: String,
}

impl PayoutProvider {
    /// The payouts service over the provider chosen by `--payouts`; a missing RazorpayX setting
    /// stops the command here. `secret` is the server's, which keys the simulated provider.
    pub fn payouts(
        &self,
        store: Store,
        clock: SharedClock,
        secret: &[u8],
    ) -> anyhow::Result<Payouts> {
        let config = match self.payouts.as_str() {
            "simulated" => PayoutsConfig::Simulated(SimulatedPayouts::from_server_secret(secret)),
            "razorpayx" => PayoutsConfig::RazorpayX(RazorpayXConfig {
                key_id: required(
                    &self.razorpayx_key_id,
                    "--payouts razorpayx needs --razorpayx-key-id (RAZORPAYX_KEY_ID)",
                )?,
                key_secret: required(
                    &self.razorpayx_key_secret,
                    "--payouts razorpayx needs --razorpayx-key-secret (RAZORPAYX_KEY_SECRET)",
                )?,
                webhook_secret: required(
                    &self.razorpayx_webhook_secret,
                    "--payouts razorpayx needs --razorpayx-webhook-secret (RAZORPAYX_WEBHOOK_SECRET)",
                )?,
                account_number: required(
                    &self.razorpayx_account_number,
                    "--payouts razorpayx needs --razorpayx-account-number (RAZORPAYX_ACCOUNT_NUMBER)",
                )?,
                api_base: self.razorpayx_api_url.clone(),
                timeout: RazorpayXConfig::DEFAULT_TIMEOUT,
            }),
            other => anyhow::bail!(
                "unknown payout provider --payouts {other:?} (known: simulated, razorpayx)"
            ),
        };
        Ok(Payouts::from_config(store, clock, config)?)
    }
}

impl Settings {
    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("escapes.db").display()))
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    /// The configured secret, or the one kept in the data folder (made on first use).
    pub fn secret(&self, given: &Secret) -> anyhow::Result<Vec<u8>> {
        match &given.secret {
            Some(s) if s.len() >= 16 => Ok(s.as_bytes().to_vec()),
            Some(_) => anyhow::bail!("ESCAPES_SECRET must be at least 16 characters"),
            None => {
                std::fs::create_dir_all(&self.data_dir)?;
                stored_secret(&self.data_dir.join("secret.key"))
            }
        }
    }

    /// Opens the database and applies pending migrations.
    pub fn open_store(&self) -> anyhow::Result<Store> {
        std::fs::create_dir_all(&self.data_dir)?;
        let store = Store::connect(&self.database_url(), self.db_pool)?;
        let applied = store.migrate()?;
        self.keep_private()?;
        if !applied.is_empty() {
            tracing::info!(?applied, "migrations applied");
        }
        Ok(store)
    }

    /// The data folder holds every account's data (the SQLite file, the secret key, uploads): only
    /// the server's own user may read it, whatever the umask.
    fn keep_private(&self) -> anyhow::Result<()> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let set = |path: &std::path::Path, mode: u32| -> std::io::Result<()> {
                match std::fs::metadata(path) {
                    Ok(m) if m.permissions().mode() & 0o777 != mode => {
                        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
                    }
                    Ok(_) => Ok(()),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    Err(e) => Err(e),
                }
            };
            set(&self.data_dir, 0o700)?;
            if self.database_url.is_none() {
                let db = self.data_dir.join("escapes.db");
                for suffix in ["", "-wal", "-shm"] {
                    let mut name = db.clone().into_os_string();
                    name.push(suffix);
                    set(std::path::Path::new(&name), 0o600)?;
                }
            }
        }
        Ok(())
    }

    /// The store of a support command that changes things: what it changes is handed to a
    /// running server, so open pages see it as they see a change from the console.
    pub fn open_support_store(&self) -> anyhow::Result<Store> {
        Ok(self.open_store()?.relay_events_to_server())
    }
}

impl Messaging {
    /// The SMS and e-mail providers chosen by `--sms` and `--email`; a missing or bad setting of
    /// the chosen provider stops the command here rather than at the first send.
    pub fn delivery(&self, store: Store, clock: SharedClock) -> anyhow::Result<Delivery> {
        let sms = match self.sms.as_str() {
            "console" => SmsConfig::Console,
            "http" => SmsConfig::Gateway(
                SmsGatewayConfig {
                    url: required(
                        &self.sms_gateway_url,
                        "--sms http needs --sms-gateway-url (ESCAPES_SMS_GATEWAY_URL)",
                    )?,
                    key: required(
                        &self.sms_gateway_key,
                        "--sms http needs --sms-gateway-key (ESCAPES_SMS_GATEWAY_KEY)",
                    )?,
                    sender_id: self.sms_sender_id.clone(),
                    template_id: self.sms_template_id.clone(),
                    timeout: SmsGatewayConfig::DEFAULT_TIMEOUT,
                },
                Backoff::default(),
            ),
            other => anyhow::bail!("unknown SMS provider --sms {other:?} (known: console, http)"),
        };
        let email = match self.email.as_str() {
            "console" => EmailConfig::Console,
            "smtp" => EmailConfig::Smtp(
                SmtpConfig {
                    url: required(&self.smtp_url, "--email smtp needs --smtp-url (SMTP_URL)")?,
                    from: self.email_from.clone(),
                    timeout: SmtpConfig::DEFAULT_TIMEOUT,
                },
                Backoff::default(),
            ),
            other => {
                anyhow::bail!("unknown e-mail provider --email {other:?} (known: console, smtp)")
            }
        };
        Ok(Delivery::from_config(store, clock, sms, email)?)
    }
}

impl PaymentProvider {
    /// The payment provider chosen by `--payments`; a missing Razorpay setting stops the command
    /// here. `secret` is the server's (`Settings::secret`), which keys the simulated provider.
    pub fn payments(
        &self,
        store: Store,
        clock: SharedClock,
        secret: &[u8],
    ) -> anyhow::Result<Payments> {
        let config = match self.payments.as_str() {
            "simulated" => PaymentsConfig::Simulated(Simulated::from_server_secret(secret)),
            "razorpay" => PaymentsConfig::Razorpay(RazorpayConfig {
                key_id: required(
                    &self.razorpay_key_id,
                    "--payments razorpay needs --razorpay-key-id (RAZORPAY_KEY_ID)",
                )?,
                key_secret: required(
                    &self.razorpay_key_secret,
                    "--payments razorpay needs --razorpay-key-secret (RAZORPAY_KEY_SECRET)",
                )?,
                webhook_secret: required(
                    &self.razorpay_webhook_secret,
                    "--payments razorpay needs --razorpay-webhook-secret (RAZORPAY_WEBHOOK_SECRET)",
                )?,
                api_base: self.razorpay_api_url.clone(),
                checkout_url: self.razorpay_checkout_url.clone(),
                timeout: RazorpayConfig::DEFAULT_TIMEOUT,
            }),
            other => anyhow::bail!(
                "unknown payment provider --payments {other:?} (known: simulated, razorpay)"
            ),
        };
        Ok(Payments::new(store, clock, config)?)
    }
}

/// The secret kept in `path` (hex), made with 32 random bytes and mode 0600 when missing.
fn stored_secret(path: &Path) -> anyhow::Result<Vec<u8>> {
    match std::fs::read_to_string(path) {
        Ok(text) if text.trim().len() >= 32 => return Ok(text.trim().as_bytes().to_vec()),
        Ok(_) => anyhow::bail!(
            "{} is too short; delete it to make a new one",
            path.display()
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(anyhow::anyhow!("cannot read {}: {e}", path.display())),
    }
    let mut bytes = [0u8; 32];
    rand::fill(&mut bytes);
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options
        .open(path)
        .with_context(|| format!("cannot create {}", path.display()))?;
    file.write_all(hex.as_bytes())?;
    tracing::info!(path = %path.display(), "made a new secret");
    Ok(hex.into_bytes())
}

/// A setting the chosen provider cannot work without; blank counts as missing.
fn required(value: &Option<String>, missing: &str) -> anyhow::Result<String> {
    match value.as_deref().map(str::trim) {
        Some(v) if !v.is_empty() => Ok(v.to_string()),
        _ => anyhow::bail!("{missing}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_is_made_once_private_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret.key");
        let first = stored_secret(&path).unwrap();
        assert_eq!(first.len(), 64);
        assert_eq!(stored_secret(&path).unwrap(), first);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
    }

    #[test]
    fn the_data_folder_and_database_file_are_private() {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            settings: Settings,
        }
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let settings = <Cli as clap::Parser>::try_parse_from([
            "escapes",
            "--data-dir",
            data.to_str().unwrap(),
        ])
        .unwrap()
        .settings;
        drop(settings.open_store().unwrap());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode =
                |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&data), 0o700);
            assert_eq!(mode(&data.join("escapes.db")), 0o600);
        }
    }

    mod delivery {
        use super::*;
        use clap::Parser;
        use escapes_core::time::SystemClock;
        use std::sync::Arc;

        #[derive(Parser)]
        struct Cli {
            #[command(flatten)]
            settings: Settings,
            #[command(flatten)]
            messaging: Messaging,
            #[command(flatten)]
            payments: PaymentProvider,
        }

        /// `Settings::delivery` for these flags.
        fn delivery(flags: &[&str]) -> anyhow::Result<Delivery> {
            let dir = tempfile::tempdir().unwrap();
            let mut args = vec![
                "escapes".to_string(),
                "--data-dir".into(),
                dir.path().display().to_string(),
            ];
            args.extend(flags.iter().map(|f| f.to_string()));
            let messaging = Cli::try_parse_from(args).unwrap().messaging;
            let store = Store::connect(
                &format!("sqlite://{}", dir.path().join("t.db").display()),
                1,
            )
            .unwrap();
            messaging.delivery(store, Arc::new(SystemClock))
        }

        fn refusal(flags: &[&str]) -> String {
            match delivery(flags) {
                Ok(_) => panic!("{flags:?} accepted"),
                Err(e) => format!("{e:#}"),
            }
        }

        #[test]
        fn console_is_the_default_and_opens_the_outbox() {
            assert!(delivery(&[]).unwrap().console);
        }

        #[test]
        fn real_providers_close_the_outbox() {
            let gateway = [
                "--sms",
                "http",
                "--sms-gateway-url",
                "https://sms.example/send",
                "--sms-gateway-key",
                "k",
            ];
            assert!(!delivery(&gateway).unwrap().console);
            assert!(
                !delivery(&["--email", "smtp", "--smtp-url", "smtp://mail.example:587"])
                    .unwrap()
                    .console
            );
        }

        #[test]
        fn a_provider_without_its_url_or_key_is_refused() {
            assert!(
                refusal(&["--sms", "http", "--sms-gateway-key", "k"]).contains("--sms-gateway-url")
            );
            assert!(refusal(&[
                "--sms",
                "http",
                "--sms-gateway-url",
                "https://sms.example/send"
            ])
            .contains("--sms-gateway-key"));
            assert!(refusal(&["--email", "smtp"]).contains("--smtp-url"));
            assert!(refusal(&["--email", "smtp", "--smtp-url", " "]).contains("--smtp-url"));
        }

        #[test]
        fn a_bad_url_is_refused() {
            let e = refusal(&[
                "--sms",
                "http",
                "--sms-gateway-url",
                "gateway",
                "--sms-gateway-key",
                "k",
            ]);
            assert!(e.contains("SMS gateway URL"), "{e}");
            assert!(
                refusal(&["--email", "smtp", "--smtp-url", "http://mail.example"])
                    .contains("SMTP_URL")
            );
        }

        fn payments(flags: &[&str]) -> anyhow::Result<Payments> {
            let dir = tempfile::tempdir().unwrap();
            let mut args = vec![
                "escapes".to_string(),
                "--data-dir".into(),
                dir.path().display().to_string(),
            ];
            args.extend(flags.iter().map(|f| f.to_string()));
            let provider = Cli::try_parse_from(args).unwrap().payments;
            let store = Store::connect(
                &format!("sqlite://{}", dir.path().join("t.db").display()),
                1,
            )
            .unwrap();
            provider.payments(
                store,
                Arc::new(SystemClock),
                b"a server secret of 32 characters",
            )
        }

        #[test]
        fn simulated_payments_are_the_default_and_razorpay_needs_its_three_settings() {
            assert_eq!(payments(&[]).unwrap().provider_name(), "simulated");
            let rzp = [
                "--payments",
                "razorpay",
                "--razorpay-key-id",
                "rzp_test_x",
                "--razorpay-key-secret",
                "s",
                "--razorpay-webhook-secret",
                "w",
            ];
            assert_eq!(payments(&rzp).unwrap().provider_name(), "razorpay");
            let refused = |flags: &[&str]| format!("{:#}", payments(flags).err().expect("refused"));
            assert!(refused(&rzp[..6]).contains("RAZORPAY_WEBHOOK_SECRET"));
            assert!(refused(&["--payments", "razorpay"]).contains("RAZORPAY_KEY_ID"));
            let e = refused(&["--payments", "paypal"]);
            assert!(
                e.contains("\"paypal\"") && e.contains("simulated, razorpay"),
                "{e}"
            );
        }

        #[test]
        fn an_unknown_provider_is_refused_with_the_known_ones() {
            let e = refusal(&["--sms", "twilio"]);
            assert!(
                e.contains("\"twilio\"") && e.contains("console, http"),
                "{e}"
            );
            let e = refusal(&["--email", "sendgrid"]);
            assert!(
                e.contains("\"sendgrid\"") && e.contains("console, smtp"),
                "{e}"
            );
        }
    }
}
