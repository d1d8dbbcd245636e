// Bits: an initializer with another number of bits than its field, a bit
// past the end of a value, and a `let` of some bits of a field that is
// not `bits<N>` or does not exist: errors at the initializer / name.
drr::patterns! {
    def Wide {
        bits<8> joined = { 1, 0b101, 0 };
    }
    def Past {
        bits<3> three = 0b101;
        bits<2> high = three{5...4};
    }
    def NotBits {
        int count = 4;
        let count{0} = 1;
    }
    def NoField {
        let missing{1-0} = 0b11;
    }
}

fn main() {}
