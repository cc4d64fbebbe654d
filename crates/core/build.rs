// `embed_migrations!` (src/store/mod.rs) reads ../../migrations at compile time, but cargo does
// not know it does: without this, a new migration folder left an incremental build with the old
// set embedded.
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
