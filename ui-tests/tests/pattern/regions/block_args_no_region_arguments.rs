// A block-argument count that cannot match: the op's regions have
// `NoRegionArguments`.
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WhenOp $c, (region (block $x, (YieldOp $v))), $else),
        (replaceWithValue $v)
    );
}
