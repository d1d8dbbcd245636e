//! The panicking accessors (`Context::op`, `block`, `region`,
//! `value_type`, `uses`, …, `OpData::operand` and `result`) report a stale
//! or foreign handle, or an index out of range, at the caller's line, as
//! slice indexing does: the panic message points at the user's code, not
//! at drr's, and says what was wrong.
//!
//! One test: the panic hook it installs is the process's.

mod rewrite_support;

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use drr_runtime::{Context, OperationState};
use rewrite_support::*;

const MODULE: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "t.a"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// The last panic's message, file and line, recorded while `panic_site`
/// runs its closure (other panics, the test's own assertions, go to the
/// default hook).
#[derive(Clone, Default)]
struct Seen {
    capturing: Arc<AtomicBool>,
    last: Arc<Mutex<Option<(String, String, u32)>>>,
}

/// Runs `f`, which must panic; returns the panic's message and line.
fn panic_site(seen: &Seen, f: impl FnOnce()) -> (String, u32) {
    *seen.last.lock().unwrap() = None;
    seen.capturing.store(true, Ordering::SeqCst);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    seen.capturing.store(false, Ordering::SeqCst);
    assert!(result.is_err(), "expected a panic");
    let (message, file, line) = seen
        .last
        .lock()
        .unwrap()
        .take()
        .expect("the hook saw the panic");
    assert_eq!(file, file!(), "`{message}` reported at {file}:{line}");
    (message, line)
}

#[test]
fn accessor_panics_point_at_the_caller() {
    let seen = Seen::default();
    let hook_seen = seen.clone();
    let previous: Arc<dyn Fn(&panic::PanicHookInfo<'_>) + Send + Sync> =
        Arc::from(panic::take_hook());
    let default = Arc::clone(&previous);
    panic::set_hook(Box::new(move |info| {
        if !hook_seen.capturing.load(Ordering::SeqCst) {
            return default(info);
        }
        let loc = info.location().expect("a location");
        let message = info
            .payload()
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        *hook_seen.last.lock().unwrap() = Some((message, loc.file().to_string(), loc.line()));
    }));

    let mut ctx = Context::new();
    let m = parse(&mut ctx, MODULE);
    let a = find(&ctx, m, "t.a");
    let ret = find(&ctx, m, "func.return");
    let mut state = OperationState::new(ctx.op_name("t.gone"), ctx.unknown_loc());
    let i32t = ctx.int_type(32);
    state.result_types.push(i32t);
    let gone = ctx.create_op(state).unwrap();
    let gone_value = ctx.op(gone).result(0);
    let gone_block = ctx.create_block(&[]);
    ctx.erase_op(gone).unwrap();
    ctx.erase_block(gone_block).unwrap();
    let mut other = Context::new();
    let foreign = parse(&mut other, MODULE);

    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.op(gone)));
    assert_eq!((message.as_str(), at), ("use of an erased operation", line));
    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.op(foreign)));
    assert_eq!(
        (message.as_str(), at),
        ("use of an operation handle from another Context", line)
    );
    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.value_type(gone_value)));
    assert_eq!(
        (message.as_str(), at),
        ("use of a value whose owner was erased", line)
    );
    let line = line!() + 1;
    let (_, at) = panic_site(&seen, || ignore(ctx.uses(gone_value).count()));
    assert_eq!(at, line);
    let line = line!() + 1;
    let (_, at) = panic_site(&seen, || ignore(ctx.defining_op(gone_value)));
    assert_eq!(at, line);
    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.block_ops(gone_block).count()));
    assert_eq!((message.as_str(), at), ("use of an erased block", line));
    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.block(gone_block)));
    assert_eq!((message.as_str(), at), ("use of an erased block", line));
    let region = foreign_region(&other, foreign);
    let line = line!() + 1;
    let (_, at) = panic_site(&seen, || ignore(ctx.region(region)));
    assert_eq!(at, line);

    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.op(ret).operand(3)));
    assert_eq!(
        (message.as_str(), at),
        ("operand index 3 out of range (have 1)", line)
    );
    let line = line!() + 1;
    let (message, at) = panic_site(&seen, || ignore(ctx.op(a).result(1)));
    assert_eq!(
        (message.as_str(), at),
        ("result index 1 out of range (have 1)", line)
    );

    panic::set_hook(Box::new(move |info| previous(info)));
}

/// Evaluates its argument (a `&` reference `drop` would lint).
fn ignore<T>(_: T) {}

/// The body region of `foreign`'s function (a region of another context).
fn foreign_region(other: &Context, module: drr_runtime::OpId) -> drr_runtime::RegionId {
    let func = find(other, module, "func.func");
    other.op(func).regions()[0]
}
