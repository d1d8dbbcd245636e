"""mkrs.py DIR OUT: the Rust program of DIR's patterns (dialect.td in ods!, DIR/patterns.body in patterns!)."""
import os
import sys
d, out = sys.argv[1], sys.argv[2]
dialect = "\n".join(l for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialect.td")).read().splitlines() if not l.startswith("#"))
here = os.path.dirname(os.path.abspath(__file__))
# `ARITH=1` (build.sh, for `gen.py --arith`): MLIR's arith ops of drr-arith
# instead of the rd dialect, whose native call is left out (and the other way).
arith = bool(os.environ.get("ARITH"))
skip = "MakeR0" if arith else "MakeAnd"
natives = "".join(l + "\n" for l in open(os.path.join(here, "natives-rs.td")).read().splitlines() if skip not in l)
body = natives + open(f"{d}/patterns.body").read()
if arith:
    dialect_items = """use drr_arith::ops::*;

fn make_and(b: &mut drr::pattern::Builder<'_, '_>, loc: drr::Location, x: Value) -> Value {
    let ty = b.value_type(x);
    let state = Arith_AndIOp::build_with(b, loc, ty, x, x);
    let op = b.create(state).expect("arith.andi");
    b.op(op).result(0)
}"""
    register = "drr_arith::register(&mut ctx);"
else:
    dialect_items = f"""fn make_r0(b: &mut drr::pattern::Builder<'_, '_>, loc: drr::Location, x: Value) -> Value {{
    let ty = b.value_type(x);
    let state = RD_R0Op::build_with(b, loc, ty, x);
    let op = b.create(state).expect("rd.r0");
    b.op(op).result(0)
}}

drr::ods! {{
{dialect}
}}"""
    register = "RdDialect::register(&mut ctx);"
src = f'''#![allow(non_camel_case_types, dead_code)]
use drr::rewrite::{{GreedyConfig, RewritePatternSet}};
use drr::text::{{PrintOptions, parse_module, print_op}};
use drr::{{Attribute, Context, Value}};

fn int_of(ctx: &Context, a: Attribute) -> i64 {{
    <drr::ods::storage::IntegerAttr as drr::ods::AttrStorage>::from_attr(ctx, a).expect("an integer").value(ctx) as i64
}}

fn first_operand(ctx: &Context, op: drr::OpId) -> Option<Value> {{
    let d = ctx.op(op);
    (d.num_operands() > 0).then(|| d.operand(0))
}}

fn i32_attr(ctx: &mut Context, v: i64) -> Attribute {{
    let ty = ctx.int_type(32);
    ctx.integer_attr(ty, v as i32 as i128)
}}

{dialect_items}

drr::patterns! {{
include "mlir/IR/PatternBase.td"
{body}
}}

fn main() {{
    let args: Vec<String> = std::env::args().collect();
    let debug = args.get(2).map(|s| s == "--debug").unwrap_or(false);
    let mut ctx = Context::new();
    {register}
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let module = match parse_module(&mut ctx, &text, &args[1]) {{ Ok(m) => m, Err(e) => {{ eprintln!("{{e}}"); std::process::exit(2) }} }};
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    let r = drr::apply_patterns_greedily(&mut ctx, module, &frozen, &GreedyConfig::default());
    if let Err(e) = &r {{ eprintln!("driver error: {{e:?}}"); }}
    if drr::verifier::verify(&ctx, module).is_err() {{ println!("VERIFY FAILED"); }}
    println!("{{}}", print_op(&ctx, module, PrintOptions {{ debug_info: debug }}));
}}
'''
open(out, "w").write(src)
