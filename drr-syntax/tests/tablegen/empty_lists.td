// Empty list literals where TableGen types them from the context: field
// initializers, body lets, template arguments and parameter defaults,
// elements of typed lists, !if branches, !cond values, the operands of #
// and of !listconcat/!listremove (whose later operands take an earlier
// operand's type anywhere), and []<Type> anywhere.
class Ranks<list<int> ranks = []> {
  list<int> r = ranks;
  bit none = !empty(ranks);
}
def Default : Ranks;
def Given : Ranks<[]>;
def Fields {
  list<int> a = [];
  list<list<int>> b = [[], [1], []];
  list<int> c = !if(1, [], [2]);
  list<int> d = !cond(0: [3], 1: []);
  list<int> e = [] # [];
  list<int> f = !listconcat([], [4], []);
  list<int> g = !listremove([5, 6], []);
  int h = !size(!listconcat([7], []));
  bit i = !empty([]<string>);
  int j = !size([]<int>);
  list<string> k;
}
def Later : Ranks<[1]> {
  let r = [];
}
defvar Typed = []<int>;
def UsesTyped {
  int n = !size(Typed);
}
