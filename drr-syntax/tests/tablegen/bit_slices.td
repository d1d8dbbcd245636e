// Bit slices, `let` of some bits, bits initializers with parts of several
// widths, unset bits, and `+` signs in positions and list slices.
class Encoding<bits<4> op, bits<2> mode> {
  bits<12> word;
  let word{11...8} = op;
  let word{7-6} = mode;
  let word{+5, 4} = {1, 0};
  bits<2> low = word{5...4};
  bits<4> high = word{11...8};
  bits<4> reversed = op{0...3};
  bit top = op{3};
}
def Add : Encoding<0b1010, 2>;
def Sub : Encoding<{0, 1, 1, 0}, {?, 1}>;
def Mixed {
  bits<3> three = 0b101;
  bits<8> joined = { 1, three, 0b10, 0, 0 };
  bits<8> nested = { { 0b11 }, { three, 0 }, 1, 0 };
  bits<6> partial;
  let partial{0} = 1;
  let partial{5} = !eq(partial{0}, 1);
  int asInt = joined;
  bits<1> one = { 1 };
  bits<2> pair = { three{2}, three{1} };
}
class Pick<list<bits<4>> codes> {
  bits<2> firstLow = codes[0]{1...0};
  string parity = !if(codes[1]{0}, "odd", "even");
}
def P : Pick<[0b1100, 0b0011]>;
def Signed {
  list<int> nums = [10, 11, 12, 13, 14];
  list<int> tail = nums[+2...+4];
  list<int> pair = nums[+0-1];
  int plus = +7;
}
// TableGen's `field` keyword, shown by --print-records.
class Encoded<bits<4> op> {
  field bits<8> Inst;
  let Inst{7...4} = op;
  field int size = 2;
}
def Enc1 : Encoded<0b1001> {
  let Inst{0} = 1;
}
// Unset bits of the record's own fields stay references inside bits
// values (`word{3}`, `P`) until a later `let` gives them a value.
def Refs {
  bits<8> word;
  let word{7...4} = 0b1010;
  bits<4> low = word{3...0};
  bits<4> mid = word{5...2};
  bit alone = word{0};
  bit P;
  bit Q;
  bits<4> pq = { P, 1, Q, 0 };
  bits<3> later;
  let later{0} = P;
  let later{1} = Q;
  let Q = 1;
}
class Unfilled<bits<2> b> {
  bits<4> x = { b, 0, 1 };
  bits<3> w;
  bits<2> y = w{1...0};
}
def U : Unfilled<{?, 1}>;
