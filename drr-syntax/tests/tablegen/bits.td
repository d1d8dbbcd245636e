// bits<n> fields given integers (bit ranges `x{7-4}` and bit lists
// `{ 1, 0 }` are not supported by drr).
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
