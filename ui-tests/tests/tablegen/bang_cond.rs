// `!cond` with no true condition, a `!cond` case without its value and
// `!logtwo` of a non-positive number: errors at the operator / argument.
drr::patterns! {
    class Width<int size> {
        int bits = !cond(!eq(size, 1): 8, !eq(size, 2): 16);
    }
    def P : Pat<(AOp $x), (AOp $x, Width<3>.bits)>;
    defvar Bad = !cond(!eq(1, 1) 4);
    defvar Log = !logtwo(!sub(1, 1));
}

fn main() {}
