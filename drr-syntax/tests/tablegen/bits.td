// bits<n> fields given integers (bit slices and bits initializers with
// parts: bit_slices.td).
class Enc<bits<4> op> {
  bits<4> Op = op;
  int Twice = !mul(Op, 2);
}
def E1 : Enc<0b0011>;
def E2 : Enc<12>;
def B {
  bits<3> three = 5;
  int asint = !cast<int>(three);
  bit one = 1;
  bit fromint = !ne(three, 0);
}
