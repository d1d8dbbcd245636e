// A `bits` value bound by a defvar of a class body, given to `!repr`:
// printed bit by bit, as the template argument it was sliced from.
class Swap<bits<8> p> {
  defvar v = { p{3...0}, p{7...4} };
  string r = !repr(v);
  string head = !substr(!repr(v), 0, 2);
  bits<8> w = v;
}
def A : Swap<172>;
def B : Swap<{ 1, 1, 0, 0, 0, 1, 1, 0 }>;
class Plain<int p> {
  defvar v = p;
  string r = !repr(v);
}
def C : Plain<202>;
def D {
  defvar v = { 0, 1 };
  string r = !repr(v);
}
defvar v = 5;
def E {
  string r = !repr(v);
}
