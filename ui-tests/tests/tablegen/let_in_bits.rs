// `let F{…} = v in` around records (TableGen sets those bits of each
// record's field): not supported, an error at the bit positions saying
// where to write the `let` instead.
drr::patterns! {
    class Enc {
        bits<8> word;
    }
    let word{3-0} = 0b1010 in
    def E : Enc;
}

fn main() {}
