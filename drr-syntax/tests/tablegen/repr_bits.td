// `!repr` of bits values shows bits, as TableGen does: a `bits<N>`
// template argument, a `bits<N>` field, a bit slice, a binary literal, a
// bits initializer (with an unset bit).
class Enc<bits<4> op> {
  bits<4> f = op;
  string of_arg = !repr(op);
  string of_field = !repr(f);
  string of_slice = !repr(f{1...0});
  string reversed = !repr(op{0...3});
}
def Add : Enc<5> {
  string literal = !repr(0b101);
  string init = !repr({1, 0});
  int as_int = !add(0b101, 1);
}
class Partial<bits<3> q> {
  string r = !repr(q);
}
def Unset : Partial<{1, ?, 0}>;
// A `bits` template argument given an integer, passed on to a parent.
class Wide<bits<8> w> : Enc<w{3...0}> {
  string whole = !repr(w);
}
def Sub : Wide<200>;
// Bound late (the field reads another field): still shown as bits.
class Late<bits<4> op> {
  int n = 1;
  string r = !strconcat(!repr(op), !cast<string>(n));
}
def L : Late<3> { let n = 2; }
// A top-level defvar holding bits, a cast to bits, an `!if` between bits.
defvar Mask = { 1, 1, 0, 0 };
defvar Cast = !cast<bits<4>>(9);
def Globals {
  string mask = !repr(Mask);
  string cast = !repr(Cast);
  string direct = !repr(!cast<bits<4>>(3));
  string chosen = !repr(!if(1, Mask, Cast));
}
// A multiclass's bits<N> template argument.
multiclass Multi<bits<3> b> {
  def _b { string r = !repr(b); }
}
defm M : Multi<0b101>;
// A bits<N> field of another record.
class HasOp { bits<4> op = 6; }
def Holder : HasOp;
class Reader<HasOp h> { string r = !repr(h.op); }
def Read : Reader<Holder>;
def ReadDirect { string r = !repr(Holder.op); }
