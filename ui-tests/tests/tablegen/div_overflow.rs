// `!div` whose quotient does not fit in 64 bits (the smallest integer by
// -1), as TableGen's "Illegal operation: INT64_MIN / -1": an error at the
// operator.
drr::patterns! {
    class Quotient<int a, int b> {
        int q = !div(a, b);
    }
    def Q : Quotient<-9223372036854775808, -1>;
}

fn main() {}
